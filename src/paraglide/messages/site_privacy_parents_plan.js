/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Parents_PlanInputs */

const en_site_privacy_parents_plan = /** @type {(inputs: Site_Privacy_Parents_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan and payments (the payment itself is handled by our payment provider; we never see card numbers).`)
};

const es_site_privacy_parents_plan = /** @type {(inputs: Site_Privacy_Parents_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu plan y tus pagos (el pago lo gestiona nuestro proveedor de pagos; nunca vemos números de tarjeta).`)
};

/**
* | output |
* | --- |
* | "Your plan and payments (the payment itself is handled by our payment provider; we never see card numbers)." |
*
* @param {Site_Privacy_Parents_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_parents_plan = /** @type {((inputs?: Site_Privacy_Parents_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Parents_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_parents_plan(inputs)
	return en_site_privacy_parents_plan(inputs)
});