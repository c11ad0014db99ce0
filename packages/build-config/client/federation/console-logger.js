// Browser code, in the shell's production build only (see ../../federation-runtime.mjs): what
// @module-federation/sdk's `logger.js` becomes. The browser's runtime uses one thing of it:
// `createLogger`, for the `[ Federation Runtime ]` warnings and errors, which print to the
// console with their prefix. The published module also routes a logger to a bundler's
// infrastructure logger (build tools only) and, in its debug mode, adds a stack trace to every
// message and orders fallbacks between console methods; here each message goes to the console
// method of its level, with its prefix. Every name the sdk's index takes from it is here
// (federation-runtime.test.mjs checks the installed sdk), and a logger has every method.

/**
 * @param {string} prefix
 */
function consoleLogger(prefix) {
  const logger = {
    prefix,
    /** @type {Console | undefined} */
    delegate: undefined,
    /** @param {string} next */
    setPrefix(next) {
      logger.prefix = next;
    },
    /** @param {Console | undefined} next */
    setDelegate(next) {
      logger.delegate = next;
    },
    /** @param {unknown[]} args */
    log: (...args) => (logger.delegate ?? console).log(logger.prefix, ...args),
    /** @param {unknown[]} args */
    info: (...args) => (logger.delegate ?? console).info(logger.prefix, ...args),
    /** @param {unknown[]} args */
    success: (...args) => (logger.delegate ?? console).info(logger.prefix, ...args),
    /** @param {unknown[]} args */
    ready: (...args) => (logger.delegate ?? console).info(logger.prefix, ...args),
    /** @param {unknown[]} args */
    warn: (...args) => (logger.delegate ?? console).warn(logger.prefix, ...args),
    /** @param {unknown[]} args */
    error: (...args) => (logger.delegate ?? console).error(logger.prefix, ...args),
    /** @param {unknown[]} args */
    debug: (...args) => (logger.delegate ?? console).debug(logger.prefix, ...args),
  };
  return logger;
}

export const createLogger = consoleLogger;
export const createInfrastructureLogger = consoleLogger;

/** A bundler's infrastructure logger: build tools only, never in a browser. */
export function bindLoggerToCompiler() {}

export const logger = consoleLogger('[ Module Federation ]');
export const infrastructureLogger = logger;
