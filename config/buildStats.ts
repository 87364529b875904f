/**
 * The build's modules per chunk, written by `max build` (plugin.ts) for the first-load check
 * (scripts/check-budgets.mjs, issue 47 item 6): which modules each shipped script carries, so the check
 * can say what a route's first load holds and whether a heavy module has reached `umi.js`.
 *
 * Outside `dist/` (it must not ship: the deploy recipe serves all of dist) and small: per chunk only its
 * files and its modules' names and sizes, not webpack's whole stats.
 */

/** Where the build writes its summary, below the project. */
export const BUILD_STATS_FILE = 'node_modules/.cache/ipr-build-stats.json';

/** The part of webpack's stats JSON read here (`stats.toJson(BUILD_STATS_OPTIONS)`). */
export interface StatsModule {
  name?: string;
  /** `module`, or what an unnamed group holds (`runtime modules`: webpack's own). */
  type?: string;
  size?: number;
  /** A concatenated module's parts (webpack's scope hoisting), with `nestedModules`. */
  modules?: StatsModule[];
}

export interface StatsChunkWithModules {
  files?: string[];
  names?: string[];
  initial?: boolean;
  modules?: StatsModule[];
}

/**
 * What plugin.ts asks webpack for: every module of every chunk by name, including those webpack's
 * stats would fold into unnamed groups (modules concatenated into another, modules from a cache), each
 * concatenated module with its parts.
 */
export const BUILD_STATS_OPTIONS = {
  all: false,
  chunks: true,
  chunkModules: true,
  nestedModules: true,
  dependentModules: true,
  cachedModules: true,
} as const;

/** One chunk of the summary: its files (below the output directory) and its modules, `[name, bytes of source]`. */
export interface BuildStatsChunk {
  files: string[];
  names: string[];
  initial: boolean;
  modules: [string, number][];
}

export interface BuildStats {
  chunks: BuildStatsChunk[];
}

/** A module's own parts: a concatenated module is its parts, anything else itself. */
const leaves = (module: StatsModule): StatsModule[] => (module.modules?.length ? module.modules.flatMap(leaves) : [module]);

/**
 * A module's name without its loaders (`css ./node_modules/css-loader/…!./src/x.less` → `css ./src/x.less`);
 * an unnamed group (webpack's runtime) by what it is.
 */
const nameOf = (module: StatsModule) => (module.name ? module.name.replace(/^(css )?.*!/, '$1') : `(${module.type ?? 'unnamed'})`);

/**
 * webpack's stats (chunks with their modules, nested) → the summary: each chunk's files and its
 * modules' names (`./node_modules/antd/es/button/index.js`, as webpack names them) with their sizes
 * (bytes of the module's source after the loaders, before minification: a ranking, not a download).
 */
export function summarizeStats(chunks: StatsChunkWithModules[]): BuildStats {
  return {
    chunks: chunks.map((chunk) => ({
      files: chunk.files ?? [],
      names: chunk.names ?? [],
      initial: !!chunk.initial,
      // By name: a module listed both alone and inside a concatenation counts once.
      modules: [
        ...new Map((chunk.modules ?? []).flatMap(leaves).map((module): [string, number] => [nameOf(module), module.size ?? 0])).entries(),
      ],
    })),
  };
}
