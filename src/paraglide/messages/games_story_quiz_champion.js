/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Story_Quiz_ChampionInputs */

const en_games_story_quiz_champion = /** @type {(inputs: Games_Story_Quiz_ChampionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiz champion! 🏆`)
};

const es_games_story_quiz_champion = /** @type {(inputs: Games_Story_Quiz_ChampionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Quiz conquistado! 🏆`)
};

/**
* | output |
* | --- |
* | "Quiz champion! 🏆" |
*
* @param {Games_Story_Quiz_ChampionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_story_quiz_champion = /** @type {((inputs?: Games_Story_Quiz_ChampionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Story_Quiz_ChampionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_story_quiz_champion(inputs)
	return en_games_story_quiz_champion(inputs)
});