/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Listen_ResumeInputs */

const en_reader_listen_resume = /** @type {(inputs: Reader_Listen_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume`)
};

const es_reader_listen_resume = /** @type {(inputs: Reader_Listen_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir`)
};

/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Reader_Listen_ResumeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_listen_resume = /** @type {((inputs?: Reader_Listen_ResumeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Listen_ResumeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_listen_resume(inputs)
	return en_reader_listen_resume(inputs)
});