/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_Start_FailedInputs */

const en_learn_quest_start_failed = /** @type {(inputs: Learn_Quest_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to start challenge`)
};

const es_learn_quest_start_failed = /** @type {(inputs: Learn_Quest_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos empezar el reto`)
};

/**
* | output |
* | --- |
* | "Failed to start challenge" |
*
* @param {Learn_Quest_Start_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_start_failed = /** @type {((inputs?: Learn_Quest_Start_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_Start_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_start_failed(inputs)
	return en_learn_quest_start_failed(inputs)
});