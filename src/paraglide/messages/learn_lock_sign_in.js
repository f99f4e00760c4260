/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Lock_Sign_InInputs */

const en_learn_lock_sign_in = /** @type {(inputs: Learn_Lock_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in for more challenges`)
};

const es_learn_lock_sign_in = /** @type {(inputs: Learn_Lock_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para más retos`)
};

/**
* | output |
* | --- |
* | "Sign in for more challenges" |
*
* @param {Learn_Lock_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_lock_sign_in = /** @type {((inputs?: Learn_Lock_Sign_InInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Lock_Sign_InInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_lock_sign_in(inputs)
	return en_learn_lock_sign_in(inputs)
});