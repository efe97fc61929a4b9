// A feature module that traps (`RuntimeError: unreachable`, `memory access out of bounds`) is left with its stack
// pointer, allocator and tables in whatever state the trap caught them: without it, one hostile CV made every
// later call of the module fail until a full reload. The facades now read their input defensively (no input can
// trap them); this is the second line: every function a feature module exports is wrapped so that a RuntimeError
// re-instantiates the module in the background (the same glue and code, a fresh memory). The call that trapped
// still fails (its caller shows its error state or skips); the calls after the swap use the new instance.
import { wasmUrl, type FeatureModule } from './preload';

/** The wasm-bindgen glue of a module (`pkg/<module>/<module>_bg.js`): its import functions and the instance setter. */
interface Glue {
  __wbg_set_wasm(exports: unknown): void;
}

/** The exports of a module's instance that the swap needs. */
interface Instance {
  memory: WebAssembly.Memory;
  __wbindgen_start?: () => void;
}

const pending = new Set<Promise<void>>();

/** Settles when every re-instantiation under way has finished (for tests and diagnostics). */
export function recoveries(): Promise<unknown> {
  return Promise.all([...pending]);
}

async function instantiate(module: FeatureModule, glue: Glue): Promise<Instance> {
  const bytes = await (await fetch(wasmUrl(module))).arrayBuffer();
  // The glue is the module's one import namespace, under the name the bundler target gives it.
  const imports = { [`./${module}_bg.js`]: glue as unknown as WebAssembly.ModuleImports };
  const { instance } = await WebAssembly.instantiate(bytes, imports);
  return instance.exports as unknown as Instance;
}

/**
 * `api` (a feature module's exported functions) with each function wrapped: a `WebAssembly.RuntimeError` thrown by
 * a call starts one re-instantiation of `module` and is rethrown. `instance` is the module's current instance (the
 * `.wasm` import's exports). Classes (exported constructors) are passed through unwrapped; a class with static methods
 * (a capability handle) becomes an object of its guarded static methods.
 */
export function recoverable<T extends object>(module: FeatureModule, glue: Glue, instance: Instance, api: T): T {
  let memory = instance.memory;
  let recovering: Promise<void> | null = null;

  const recover = () => {
    recovering ??= instantiate(module, glue)
      .then((fresh) => {
        glue.__wbg_set_wasm(fresh);
        // Growing by nothing detaches the old memory's buffer, so the glue's cached views of it (checked by length
        // or `detached`) are rebuilt over the new memory on their next use.
        memory.grow(0);
        memory = fresh.memory;
        fresh.__wbindgen_start?.();
        console.info(`SKORA: the ${module} module was restarted after an error.`);
      })
      .catch((error: unknown) => console.warn(`SKORA: the ${module} module could not be restarted.`, error))
      .finally(() => {
        pending.delete(done);
        recovering = null;
      });
    const done = recovering;
    pending.add(done);
  };

  const guarded =
    (call: (...a: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      try {
        return call(...args);
      } catch (error) {
        if (error instanceof WebAssembly.RuntimeError) recover();
        throw error;
      }
    };

  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(api)) {
    // A class keeps its constructor (its objects point into the instance that made them); a capability handle's
    // static methods (`Weekly.save`: they point into no instance) are guarded like the functions.
    const isClass = typeof value === 'function' && /^[A-Z]/.test(name);
    if (isClass) {
      const statics = Object.getOwnPropertyNames(value).filter(
        (key) => key !== 'prototype' && !key.startsWith('__') && typeof (value as Record<string, unknown>)[key] === 'function',
      );
      wrapped[name] = statics.length
        ? Object.fromEntries(
            statics.map((key) => [key, guarded((value as Record<string, (...a: unknown[]) => unknown>)[key]!.bind(value))]),
          )
        : value;
    } else {
      wrapped[name] = typeof value === 'function' ? guarded(value as (...a: unknown[]) => unknown) : value;
    }
  }
  return wrapped as T;
}
