/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Games_Hunt_Spot_DecoyInputs */

const en_games_hunt_spot_decoy = /** @type {(inputs: Games_Hunt_Spot_DecoyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, not a fruit of the Spirit`)
};

const es_games_hunt_spot_decoy = /** @type {(inputs: Games_Hunt_Spot_DecoyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, no es fruto del Espíritu`)
};

/**
* | output |
* | --- |
* | "{name}, not a fruit of the Spirit" |
*
* @param {Games_Hunt_Spot_DecoyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_spot_decoy = /** @type {((inputs: Games_Hunt_Spot_DecoyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Spot_DecoyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_spot_decoy(inputs)
	return en_games_hunt_spot_decoy(inputs)
});