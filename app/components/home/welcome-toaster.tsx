import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { siteConfig } from "#app/config/site.ts";

// Once per page load: coming back to the home page within the same visit does not greet again.
let welcomed = false;

export default function WelcomeToaster() {
  useEffect(() => {
    if (welcomed) return;
    welcomed = true;
    toast(`Welcome to ${siteConfig.name}`, {
      id: "welcome",
      description: "Explore the fascinating world of mushrooms!",
    });
  }, []);
  // sonner's defaults are the product's: 3 visible, 4000 ms, 356 px wide, 14 px apart.
  return <Toaster theme="system" />;
}
