// The content wasm module: the clips gallery as one handle, `Clips` (YouTube links as clips, players' highlights).
// Loaded with the clips route. The blog's types live here too (type-only: the blog's posts are read at build time, so it loads no wasm).
import * as api from './pkg/content/content';
// @ts-expect-error the wasm-bindgen glue has no declarations; only its instance setter is used (recovery.ts)
import * as glue from './pkg/content/content_bg.js';
import * as instance from './pkg/content/content_bg.wasm';
import { recoverable } from './recovery';

// Every method goes through the trap recovery (`recovery.ts`): a module that traps is re-instantiated.
const safe = recoverable('content', glue as Parameters<typeof recoverable>[1], instance, api);
export const { Clips } = safe;
export type { Clip, DayText, PostMeta, TagCount } from './pkg/content/content';
