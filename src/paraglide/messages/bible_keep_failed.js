/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Keep_FailedInputs */

const en_bible_keep_failed = /** @type {(inputs: Bible_Keep_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This book could not be kept for offline. Check the connection and try again.`)
};

const es_bible_keep_failed = /** @type {(inputs: Bible_Keep_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos guardar este libro. Revisa la conexión y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "This book could not be kept for offline. Check the connection and try again." |
*
* @param {Bible_Keep_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_keep_failed = /** @type {((inputs?: Bible_Keep_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Keep_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_keep_failed(inputs)
	return en_bible_keep_failed(inputs)
});