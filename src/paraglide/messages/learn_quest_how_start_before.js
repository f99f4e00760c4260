/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_How_Start_BeforeInputs */

const en_learn_quest_how_start_before = /** @type {(inputs: Learn_Quest_How_Start_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press`)
};

const es_learn_quest_how_start_before = /** @type {(inputs: Learn_Quest_How_Start_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pulsa`)
};

/**
* | output |
* | --- |
* | "Press" |
*
* @param {Learn_Quest_How_Start_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_how_start_before = /** @type {((inputs?: Learn_Quest_How_Start_BeforeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_How_Start_BeforeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_how_start_before(inputs)
	return en_learn_quest_how_start_before(inputs)
});