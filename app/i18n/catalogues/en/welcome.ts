export const welcome = {
  title: "Welcome to {brand}",
  description: "Explore the fascinating world of mushrooms!",
};
