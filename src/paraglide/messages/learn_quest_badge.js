/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_BadgeInputs */

const en_learn_quest_badge = /** @type {(inputs: Learn_Quest_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badge:`)
};

const es_learn_quest_badge = /** @type {(inputs: Learn_Quest_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insignia:`)
};

/**
* | output |
* | --- |
* | "Badge:" |
*
* @param {Learn_Quest_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_badge = /** @type {((inputs?: Learn_Quest_BadgeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_BadgeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_badge(inputs)
	return en_learn_quest_badge(inputs)
});