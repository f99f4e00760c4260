/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_No_BadgesInputs */

const en_learn_quest_no_badges = /** @type {(inputs: Learn_Quest_No_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No badges yet. Complete a challenge to earn your first one!`)
};

const es_learn_quest_no_badges = /** @type {(inputs: Learn_Quest_No_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes insignias. ¡Completa un reto para ganar la primera!`)
};

/**
* | output |
* | --- |
* | "No badges yet. Complete a challenge to earn your first one!" |
*
* @param {Learn_Quest_No_BadgesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_no_badges = /** @type {((inputs?: Learn_Quest_No_BadgesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_No_BadgesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_no_badges(inputs)
	return en_learn_quest_no_badges(inputs)
});