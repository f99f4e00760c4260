/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_Type_GamesInputs */

const en_learn_quest_type_games = /** @type {(inputs: Learn_Quest_Type_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎮 Games`)
};

const es_learn_quest_type_games = /** @type {(inputs: Learn_Quest_Type_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎮 Juegos`)
};

/**
* | output |
* | --- |
* | "🎮 Games" |
*
* @param {Learn_Quest_Type_GamesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_games = /** @type {((inputs?: Learn_Quest_Type_GamesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_Type_GamesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_type_games(inputs)
	return en_learn_quest_type_games(inputs)
});