/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Card_Truth_Quest_LineInputs */

const en_learn_card_truth_quest_line = /** @type {(inputs: Learn_Card_Truth_Quest_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take on Bible reading challenges and earn badges as you go.`)
};

const es_learn_card_truth_quest_line = /** @type {(inputs: Learn_Card_Truth_Quest_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acepta retos de lectura de la Biblia y gana insignias por el camino.`)
};

/**
* | output |
* | --- |
* | "Take on Bible reading challenges and earn badges as you go." |
*
* @param {Learn_Card_Truth_Quest_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_card_truth_quest_line = /** @type {((inputs?: Learn_Card_Truth_Quest_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Card_Truth_Quest_LineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_card_truth_quest_line(inputs)
	return en_learn_card_truth_quest_line(inputs)
});