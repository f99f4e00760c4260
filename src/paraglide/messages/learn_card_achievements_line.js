/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Card_Achievements_LineInputs */

const en_learn_card_achievements_line = /** @type {(inputs: Learn_Card_Achievements_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the achievements you have earned and the ones still waiting for you.`)
};

const es_learn_card_achievements_line = /** @type {(inputs: Learn_Card_Achievements_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira los logros que ya ganaste y los que todavía te esperan.`)
};

/**
* | output |
* | --- |
* | "See the achievements you have earned and the ones still waiting for you." |
*
* @param {Learn_Card_Achievements_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_card_achievements_line = /** @type {((inputs?: Learn_Card_Achievements_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Card_Achievements_LineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_card_achievements_line(inputs)
	return en_learn_card_achievements_line(inputs)
});