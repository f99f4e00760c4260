/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Layout_LockedInputs */

const en_games_layout_locked = /** @type {(inputs: Games_Layout_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This game is locked`)
};

const es_games_layout_locked = /** @type {(inputs: Games_Layout_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este juego está cerrado`)
};

/**
* | output |
* | --- |
* | "This game is locked" |
*
* @param {Games_Layout_LockedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_layout_locked = /** @type {((inputs?: Games_Layout_LockedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Layout_LockedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_layout_locked(inputs)
	return en_games_layout_locked(inputs)
});