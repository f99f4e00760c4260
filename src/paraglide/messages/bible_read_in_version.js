/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, version: NonNullable<unknown> }} Bible_Read_In_VersionInputs */

const en_bible_read_in_version = /** @type {(inputs: Bible_Read_In_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read ${i?.name} in the ${i?.version}`)
};

const es_bible_read_in_version = /** @type {(inputs: Bible_Read_In_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leer ${i?.name} en la ${i?.version}`)
};

/**
* | output |
* | --- |
* | "Read {name} in the {version}" |
*
* @param {Bible_Read_In_VersionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_read_in_version = /** @type {((inputs: Bible_Read_In_VersionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Read_In_VersionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_read_in_version(inputs)
	return en_bible_read_in_version(inputs)
});