/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Games_Gate_Premium_ReasonInputs */

const en_games_gate_premium_reason = /** @type {(inputs: Games_Gate_Premium_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is part of the Premium plan. Upgrade to play all 12 Bible games!`)
};

const es_games_gate_premium_reason = /** @type {(inputs: Games_Gate_Premium_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} es parte del plan Premium. ¡Mejora tu plan para jugar los 12 juegos bíblicos!`)
};

/**
* | output |
* | --- |
* | "{title} is part of the Premium plan. Upgrade to play all 12 Bible games!" |
*
* @param {Games_Gate_Premium_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_gate_premium_reason = /** @type {((inputs: Games_Gate_Premium_ReasonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gate_Premium_ReasonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_gate_premium_reason(inputs)
	return en_games_gate_premium_reason(inputs)
});