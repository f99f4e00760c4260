/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_Badges_TitleInputs */

const en_learn_quest_badges_title = /** @type {(inputs: Learn_Quest_Badges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badges Earned`)
};

const es_learn_quest_badges_title = /** @type {(inputs: Learn_Quest_Badges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insignias ganadas`)
};

/**
* | output |
* | --- |
* | "Badges Earned" |
*
* @param {Learn_Quest_Badges_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_badges_title = /** @type {((inputs?: Learn_Quest_Badges_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_Badges_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_badges_title(inputs)
	return en_learn_quest_badges_title(inputs)
});