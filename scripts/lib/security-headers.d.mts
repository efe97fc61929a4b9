// Types for security-headers.mjs, so vite.config.ts and the e2e tests (type-checked with the app) can import it.
export interface HostingOptions {
  projectId?: string;
  appCheck?: boolean;
  emulatorHosts?: Record<string, string>;
}
export interface Header {
  key: string;
  value: string;
}
export declare const FUNCTIONS_REGION: string;
export declare const DEFAULT_PROJECT_ID: string;
export declare const APP_CHECK_ORIGINS: Readonly<{ script: string[]; frame: string[]; connect: string[] }>;
export declare function functionsOrigin(projectId: string): string;
export declare function hostingOptions(env: Record<string, string | undefined>): { projectId: string; appCheck: boolean };
export declare function buildEnv(): Promise<Record<string, string>>;
export declare function contentSecurityPolicy(options?: HostingOptions): string;
export declare function securityHeaders(options?: HostingOptions): Header[];
export declare function writeHostingHeaders(options: HostingOptions): boolean;
