/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_Id_HintInputs */

const en_admin_plans_id_hint = /** @type {(inputs: Admin_Plans_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lowercase letters, digits and dashes; the page's address (e.g. gospel-of-luke-24-days).`)
};

const es_admin_plans_id_hint = /** @type {(inputs: Admin_Plans_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minúsculas, cifras y guiones; es la dirección de la página (p. ej. gospel-of-luke-24-days).`)
};

/**
* | output |
* | --- |
* | "Lowercase letters, digits and dashes; the page's address (e.g. gospel-of-luke-24-days)." |
*
* @param {Admin_Plans_Id_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_id_hint = /** @type {((inputs?: Admin_Plans_Id_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_Id_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_id_hint(inputs)
	return en_admin_plans_id_hint(inputs)
});