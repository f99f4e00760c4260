/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown>, name: NonNullable<unknown> }} Games_Connect_Level_OptionInputs */

const en_games_connect_level_option = /** @type {(inputs: Games_Connect_Level_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level} (${i?.name})`)
};

const es_games_connect_level_option = /** @type {(inputs: Games_Connect_Level_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nivel ${i?.level} (${i?.name})`)
};

/**
* | output |
* | --- |
* | "Level {level} ({name})" |
*
* @param {Games_Connect_Level_OptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_level_option = /** @type {((inputs: Games_Connect_Level_OptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_Level_OptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_level_option(inputs)
	return en_games_connect_level_option(inputs)
});