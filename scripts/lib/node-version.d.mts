// Types of node-version.mjs (plain JavaScript so `npm start` can run it before tsx is loaded).
export declare const RECOMMENDED_NODE_MAJOR: number;
export declare function parseEngines(range: string): { major: number; minor: number; patch: number }[];
export declare function nodeVersionVerdict(version: string, range?: string): { stop?: string; warn?: string };
export declare function requireSupportedNode(): void;
