/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Games_Layout_Page_TitleInputs */

const en_games_layout_page_title = /** @type {(inputs: Games_Layout_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} – Bible Game`)
};

const es_games_layout_page_title = /** @type {(inputs: Games_Layout_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} – Juego bíblico`)
};

/**
* | output |
* | --- |
* | "{title} – Bible Game" |
*
* @param {Games_Layout_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_layout_page_title = /** @type {((inputs: Games_Layout_Page_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Layout_Page_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_layout_page_title(inputs)
	return en_games_layout_page_title(inputs)
});