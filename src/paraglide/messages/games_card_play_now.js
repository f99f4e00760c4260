/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Card_Play_NowInputs */

const en_games_card_play_now = /** @type {(inputs: Games_Card_Play_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PLAY NOW`)
};

const es_games_card_play_now = /** @type {(inputs: Games_Card_Play_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡A JUGAR!`)
};

/**
* | output |
* | --- |
* | "PLAY NOW" |
*
* @param {Games_Card_Play_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_card_play_now = /** @type {((inputs?: Games_Card_Play_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Card_Play_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_card_play_now(inputs)
	return en_games_card_play_now(inputs)
});