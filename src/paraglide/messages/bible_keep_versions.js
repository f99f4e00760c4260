/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Keep_VersionsInputs */

const en_bible_keep_versions = /** @type {(inputs: Bible_Keep_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versions to keep`)
};

const es_bible_keep_versions = /** @type {(inputs: Bible_Keep_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versiones que quieres guardar`)
};

/**
* | output |
* | --- |
* | "Versions to keep" |
*
* @param {Bible_Keep_VersionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_keep_versions = /** @type {((inputs?: Bible_Keep_VersionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Keep_VersionsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_keep_versions(inputs)
	return en_bible_keep_versions(inputs)
});