/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Keep_Choose_VersionInputs */

const en_bible_keep_choose_version = /** @type {(inputs: Bible_Keep_Choose_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one version.`)
};

const es_bible_keep_choose_version = /** @type {(inputs: Bible_Keep_Choose_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige por lo menos una versión.`)
};

/**
* | output |
* | --- |
* | "Choose at least one version." |
*
* @param {Bible_Keep_Choose_VersionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_keep_choose_version = /** @type {((inputs?: Bible_Keep_Choose_VersionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Keep_Choose_VersionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_keep_choose_version(inputs)
	return en_bible_keep_choose_version(inputs)
});