/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Connect_DrawInputs */

const en_games_connect_draw = /** @type {(inputs: Games_Connect_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🤝 It's a draw!`)
};

const es_games_connect_draw = /** @type {(inputs: Games_Connect_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🤝 ¡Empate!`)
};

/**
* | output |
* | --- |
* | "🤝 It's a draw!" |
*
* @param {Games_Connect_DrawInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_draw = /** @type {((inputs?: Games_Connect_DrawInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_DrawInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_draw(inputs)
	return en_games_connect_draw(inputs)
});