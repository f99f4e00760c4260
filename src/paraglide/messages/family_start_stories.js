/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Start_StoriesInputs */

const en_family_start_stories = /** @type {(inputs: Family_Start_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story path, listening`)
};

const es_family_start_stories = /** @type {(inputs: Family_Start_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camino de historias, para escuchar`)
};

/**
* | output |
* | --- |
* | "Story path, listening" |
*
* @param {Family_Start_StoriesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_stories = /** @type {((inputs?: Family_Start_StoriesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Start_StoriesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_start_stories(inputs)
	return en_family_start_stories(inputs)
});