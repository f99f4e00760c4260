/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Memory_How_ToInputs */

const en_games_hunt_memory_how_to = /** @type {(inputs: Games_Hunt_Memory_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Look closely! You will see all 20 spots for 3 seconds. Then they hide. Tap the spots where the fruits were. A weed costs 15 seconds.`)
};

const es_games_hunt_memory_how_to = /** @type {(inputs: Games_Hunt_Memory_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Mira con atención! Verás los 20 lugares durante 3 segundos. Luego se esconden. Toca los lugares donde estaban los frutos. Una mala hierba te quita 15 segundos.`)
};

/**
* | output |
* | --- |
* | "Look closely! You will see all 20 spots for 3 seconds. Then they hide. Tap the spots where the fruits were. A weed costs 15 seconds." |
*
* @param {Games_Hunt_Memory_How_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_memory_how_to = /** @type {((inputs?: Games_Hunt_Memory_How_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Memory_How_ToInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_memory_how_to(inputs)
	return en_games_hunt_memory_how_to(inputs)
});