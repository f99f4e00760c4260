/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Start_Stories_ReaderInputs */

const en_family_start_stories_reader = /** @type {(inputs: Family_Start_Stories_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories and the Bible reader`)
};

const es_family_start_stories_reader = /** @type {(inputs: Family_Start_Stories_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias y el lector de la Biblia`)
};

/**
* | output |
* | --- |
* | "Stories and the Bible reader" |
*
* @param {Family_Start_Stories_ReaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_stories_reader = /** @type {((inputs?: Family_Start_Stories_ReaderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Start_Stories_ReaderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_start_stories_reader(inputs)
	return en_family_start_stories_reader(inputs)
});