/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_How_Start_AfterInputs */

const en_learn_quest_how_start_after = /** @type {(inputs: Learn_Quest_How_Start_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on a challenge you like.`)
};

const es_learn_quest_how_start_after = /** @type {(inputs: Learn_Quest_How_Start_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en un reto que te guste.`)
};

/**
* | output |
* | --- |
* | "on a challenge you like." |
*
* @param {Learn_Quest_How_Start_AfterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_how_start_after = /** @type {((inputs?: Learn_Quest_How_Start_AfterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_How_Start_AfterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_how_start_after(inputs)
	return en_learn_quest_how_start_after(inputs)
});