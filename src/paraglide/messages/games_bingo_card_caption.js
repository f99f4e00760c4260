/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bingo_Card_CaptionInputs */

const en_games_bingo_card_caption = /** @type {(inputs: Games_Bingo_Card_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your bingo card. Mark a name once it has been called.`)
};

const es_games_bingo_card_caption = /** @type {(inputs: Games_Bingo_Card_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cartón de bingo. Marca un nombre cuando ya haya salido.`)
};

/**
* | output |
* | --- |
* | "Your bingo card. Mark a name once it has been called." |
*
* @param {Games_Bingo_Card_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_card_caption = /** @type {((inputs?: Games_Bingo_Card_CaptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_Card_CaptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_card_caption(inputs)
	return en_games_bingo_card_caption(inputs)
});