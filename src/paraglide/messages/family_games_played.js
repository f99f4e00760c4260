/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Games_PlayedInputs */

const en_family_games_played = /** @type {(inputs: Family_Games_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games played:`)
};

const es_family_games_played = /** @type {(inputs: Family_Games_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos jugados:`)
};

/**
* | output |
* | --- |
* | "Games played:" |
*
* @param {Family_Games_PlayedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_games_played = /** @type {((inputs?: Family_Games_PlayedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Games_PlayedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_games_played(inputs)
	return en_family_games_played(inputs)
});