/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Story_Quiz_Fun_FactInputs */

const en_games_story_quiz_fun_fact = /** @type {(inputs: Games_Story_Quiz_Fun_FactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fun fact:`)
};

const es_games_story_quiz_fun_fact = /** @type {(inputs: Games_Story_Quiz_Fun_FactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Sabías que...?`)
};

/**
* | output |
* | --- |
* | "Fun fact:" |
*
* @param {Games_Story_Quiz_Fun_FactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_story_quiz_fun_fact = /** @type {((inputs?: Games_Story_Quiz_Fun_FactInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Story_Quiz_Fun_FactInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_story_quiz_fun_fact(inputs)
	return en_games_story_quiz_fun_fact(inputs)
});