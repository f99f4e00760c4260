/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bee_ChampionInputs */

const en_games_bee_champion = /** @type {(inputs: Games_Bee_ChampionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Bee champion! 🐝`)
};

const es_games_bee_champion = /** @type {(inputs: Games_Bee_ChampionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Superaste todos los niveles! 🐝`)
};

/**
* | output |
* | --- |
* | "Bible Bee champion! 🐝" |
*
* @param {Games_Bee_ChampionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bee_champion = /** @type {((inputs?: Games_Bee_ChampionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bee_ChampionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bee_champion(inputs)
	return en_games_bee_champion(inputs)
});