/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, played: NonNullable<unknown>, best: NonNullable<unknown> }} Family_Games_Played_ListInputs */

const en_family_games_played_list = /** @type {(inputs: Family_Games_Played_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.played}×, best ${i?.best})`)
};

const es_family_games_played_list = /** @type {(inputs: Family_Games_Played_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.played}×, mejor ${i?.best})`)
};

/**
* | output |
* | --- |
* | "{title} ({played}×, best {best})" |
*
* @param {Family_Games_Played_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_games_played_list = /** @type {((inputs: Family_Games_Played_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Games_Played_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_games_played_list(inputs)
	return en_family_games_played_list(inputs)
});