/**
 * The Auth emulator's request and response validators compiled on their first use, without
 * checking firebase-tools' own schemas against JSON Schema's meta-schema (docs/testing.md, "The
 * Auth emulator's start"). firebase-tools builds the Auth emulator's API with exegesis, which by
 * default compiles a validator for every parameter, body and response of every operation of
 * the Identity Toolkit spec when the emulator starts, each with an Ajv of its own that first
 * compiles the meta-schema: about 7 CPU-s, during which firebase-tools' one process (every
 * trigger, call and sign-in of the suite) does nothing else. The suite uses a handful of those
 * operations. Installed in firebase-tools' own process by functions-worker-preload.cjs.
 * CommonJS and Node built-ins only: it runs before anything else the process loads.
 */
'use strict';
const Module = require('node:module');
const path = require('node:path');

/** Where exegesis makes an Ajv for each validator. */
const VALIDATORS = path.join('exegesis', 'lib', 'oas3', 'Schema', 'validators.js');

/** exegesis-express's `middleware`, asking exegesis to compile each validator when first used. */
function compilingOnFirstUse(exegesisExpress) {
  const middleware = exegesisExpress.middleware;
  const lazily = (openApiDoc, options, ...rest) =>
    middleware(openApiDoc, { lazyCompileValidationSchemas: true, ...options }, ...rest);
  exegesisExpress.middleware = lazily;
  if (exegesisExpress.default === middleware) exegesisExpress.default = lazily;
  return exegesisExpress;
}

/**
 * Ajv as exegesis's validators see it: an Ajv that does not validate the schemas it is given
 * (generated from firebase-tools' own spec) against the meta-schema, unless asked to.
 */
function withoutMetaSchemaCheck(ajv) {
  const Ajv = ajv.default;
  class AjvForExegesis extends Ajv {
    constructor(options) {
      super({ validateSchema: false, ...options });
    }
  }
  // Ajv's own exports (`__esModule` among them) stay, read through the prototype.
  return Object.create(ajv, { default: { value: AjvForExegesis, enumerable: true } });
}

/** Patches exegesis-express and exegesis's validators as firebase-tools loads them. */
function compileAuthValidatorsOnFirstUse() {
  const load = Module._load;
  const patched = new WeakMap();
  Module._load = function loadAuthEmulatorValidators(request, parent, isMain) {
    const loaded = load.call(this, request, parent, isMain);
    if (request === 'exegesis-express') {
      if (!patched.has(loaded)) patched.set(loaded, compilingOnFirstUse(loaded));
      return patched.get(loaded);
    }
    if (request === 'ajv' && parent?.filename?.endsWith(VALIDATORS)) {
      if (!patched.has(loaded)) patched.set(loaded, withoutMetaSchemaCheck(loaded));
      return patched.get(loaded);
    }
    return loaded;
  };
}

module.exports = { compileAuthValidatorsOnFirstUse };
