/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Chapters_ReadInputs */

const en_family_chapters_read = /** @type {(inputs: Family_Chapters_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chapters read:`)
};

const es_family_chapters_read = /** @type {(inputs: Family_Chapters_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capítulos leídos:`)
};

/**
* | output |
* | --- |
* | "Chapters read:" |
*
* @param {Family_Chapters_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_chapters_read = /** @type {((inputs?: Family_Chapters_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Chapters_ReadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_chapters_read(inputs)
	return en_family_chapters_read(inputs)
});