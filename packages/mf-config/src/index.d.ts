import type { Configuration } from 'webpack';
export declare const devPorts: Record<string, number>;
export declare const apiDevPort: number;
export declare function sharedSingletons(): Record<string, unknown>;
export declare function createAppConfig(options: {
  name: string;
  dir: string;
  exposes?: Record<string, string>;
  host?: boolean;
}): (env: unknown, argv: { mode?: string }) => Configuration;
