/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Gate_Upgrade_TitleInputs */

const en_games_gate_upgrade_title = /** @type {(inputs: Games_Gate_Upgrade_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade for More Games`)
};

const es_games_gate_upgrade_title = /** @type {(inputs: Games_Gate_Upgrade_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para más juegos`)
};

/**
* | output |
* | --- |
* | "Upgrade for More Games" |
*
* @param {Games_Gate_Upgrade_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_gate_upgrade_title = /** @type {((inputs?: Games_Gate_Upgrade_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gate_Upgrade_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_gate_upgrade_title(inputs)
	return en_games_gate_upgrade_title(inputs)
});