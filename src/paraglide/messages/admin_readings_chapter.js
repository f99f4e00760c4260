/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_ChapterInputs */

const en_admin_readings_chapter = /** @type {(inputs: Admin_Readings_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chapter`)
};

const es_admin_readings_chapter = /** @type {(inputs: Admin_Readings_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capítulo`)
};

/**
* | output |
* | --- |
* | "Chapter" |
*
* @param {Admin_Readings_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_chapter = /** @type {((inputs?: Admin_Readings_ChapterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_ChapterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_chapter(inputs)
	return en_admin_readings_chapter(inputs)
});