/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Card_Upgrade_To_PlayInputs */

const en_games_card_upgrade_to_play = /** @type {(inputs: Games_Card_Upgrade_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade to play`)
};

const es_games_card_upgrade_to_play = /** @type {(inputs: Games_Card_Upgrade_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para jugar`)
};

/**
* | output |
* | --- |
* | "Upgrade to play" |
*
* @param {Games_Card_Upgrade_To_PlayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_card_upgrade_to_play = /** @type {((inputs?: Games_Card_Upgrade_To_PlayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Card_Upgrade_To_PlayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_card_upgrade_to_play(inputs)
	return en_games_card_upgrade_to_play(inputs)
});