/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fruits: NonNullable<unknown> }} Games_Hunt_Grow_ThemInputs */

const en_games_hunt_grow_them = /** @type {(inputs: Games_Hunt_Grow_ThemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fruits}: let God grow them in your life every day!`)
};

const es_games_hunt_grow_them = /** @type {(inputs: Games_Hunt_Grow_ThemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fruits}: ¡deja que Dios los haga crecer en tu vida cada día!`)
};

/**
* | output |
* | --- |
* | "{fruits}: let God grow them in your life every day!" |
*
* @param {Games_Hunt_Grow_ThemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_grow_them = /** @type {((inputs: Games_Hunt_Grow_ThemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Grow_ThemInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_grow_them(inputs)
	return en_games_hunt_grow_them(inputs)
});