/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, title: NonNullable<unknown> }} Games_Gate_Upgrade_ReasonInputs */

const en_games_gate_upgrade_reason = /** @type {(inputs: Games_Gate_Upgrade_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your plan includes access to ${i?.count} Bible games. Upgrade to unlock ${i?.title} and the rest!`)
};

const es_games_gate_upgrade_reason = /** @type {(inputs: Games_Gate_Upgrade_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu plan incluye ${i?.count} juegos bíblicos. ¡Mejóralo para abrir ${i?.title} y los demás!`)
};

/**
* | output |
* | --- |
* | "Your plan includes access to {count} Bible games. Upgrade to unlock {title} and the rest!" |
*
* @param {Games_Gate_Upgrade_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_gate_upgrade_reason = /** @type {((inputs: Games_Gate_Upgrade_ReasonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gate_Upgrade_ReasonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_gate_upgrade_reason(inputs)
	return en_games_gate_upgrade_reason(inputs)
});