/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Card_Truth_Quest_TitleInputs */

const en_learn_card_truth_quest_title = /** @type {(inputs: Learn_Card_Truth_Quest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truth Quest`)
};

const es_learn_card_truth_quest_title = /** @type {(inputs: Learn_Card_Truth_Quest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Misión Verdad`)
};

/**
* | output |
* | --- |
* | "Truth Quest" |
*
* @param {Learn_Card_Truth_Quest_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_card_truth_quest_title = /** @type {((inputs?: Learn_Card_Truth_Quest_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Card_Truth_Quest_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_card_truth_quest_title(inputs)
	return en_learn_card_truth_quest_title(inputs)
});